// /menu: the home launchpad, cards of the screens this user may open, and the records opened lately.
import { Card, Classes, H5, Icon, Section, SectionCard } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { useCommandContext } from '../commands/context';
import { recentState } from '../commands/recent';
import { isPermitted, screenCommands } from '../commands/registry';
import { commandTitle } from '../commands/types';
import { ShortcutKbd } from '../palette/shortcut-kbd';
import { breadcrumbsFor } from './menu-tree';
import { NoScreensExplanation } from './no-screens-explanation';

export function Launchpad() {
  const ctx = useCommandContext();
  const recent = useSnapshot(recentState);
  const screens = screenCommands().filter((c) => isPermitted(c, ctx));
  return (
    <div className="busops-launchpad">
      <h1 className={`${Classes.HEADING} busops-screen-title`}>Trang chủ</h1>
      {screens.length === 0 ? (
        <NoScreensExplanation />
      ) : (
        <div className="busops-card-grid">
          {screens.map((screen) => {
            const crumbs = breadcrumbsFor(screen.path!);
            const parent = crumbs.length > 2 ? crumbs[crumbs.length - 2]!.title : null;
            return (
              // a real link (design §6b): Ctrl/middle click opens a new tab, a plain click stays in the app
              <Link key={screen.id} to={screen.path!} className="busops-card-link">
                <Card interactive>
                  <Icon icon={screen.icon ?? 'application'} size={20} />
                  <H5 style={{ marginTop: 8 }}>{commandTitle(screen, ctx)}</H5>
                  {parent && <div className={Classes.TEXT_MUTED}>{parent}</div>}
                  {screen.shortcut && <ShortcutKbd shortcut={screen.shortcut} />}
                </Card>
              </Link>
            );
          })}
        </div>
      )}
      {recent.records.length > 0 && (
        <Section title="Bản ghi gần đây" compact style={{ marginTop: 24 }}>
          {recent.records.map((record) => (
            <SectionCard key={record.key} padded>
              <Link to={record.path}>{record.title}</Link>
              {record.subtitle && <span className={Classes.TEXT_MUTED}> · {record.subtitle}</span>}
            </SectionCard>
          ))}
        </Section>
      )}
    </div>
  );
}
