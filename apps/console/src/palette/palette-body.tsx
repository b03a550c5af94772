// The ⌘K palette's content: cmdk (design §7), diacritic-insensitive, recent commands first, nested pages
// for commands with parameter steps, server record search. Its own chunk (command-palette.tsx loads it):
// cmdk and its Radix parts stay out of the first screens' JavaScript.
import { Classes, Icon, Spinner, Tag } from '@blueprintjs/core';
import { flattenMenu, fold, MENU } from '@busops/domain';
import { Command } from 'cmdk';
import { memo, type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { openScreenOf, runCommand, useCommandContext } from '../commands/context';
import { recentState } from '../commands/recent';
import { visibleSearchers } from '../commands/record-search';
import { getCommand, isReachableFromElsewhere, isVisible, paletteCommands } from '../commands/registry';
import {
  type Command as AppCommand,
  type CommandContext,
  commandTitle,
  GROUP_TITLES,
  type StepItem,
} from '../commands/types';
import { isNewTabClick } from '../lib/links';
import { PALETTE_PLACEHOLDER } from './command-palette';
import { foldFilter } from './fold-filter';
import { closePaletteThen, takePendingSearch } from './palette.store';
import { bestOf, commandScore, type RankedCommand, rankGroups, recordScore } from './palette-ranking';
import { ShortcutKbd } from './shortcut-kbd';
import { StepPage } from './step-page';
import { type RecordHit, type RecordSearchStatus, useRecordSearch } from './use-record-search';

export interface PalettePage {
  command: AppCommand;
  stepIndex: number;
  answers: Record<string, StepItem>;
}

export function PaletteBody({ startCommandId }: { startCommandId: string | null }) {
  const ctx = useCommandContext();
  const recent = useSnapshot(recentState);
  // what was typed while this chunk was still loading (command-palette.tsx's stand-in input)
  const [search, setSearch] = useState(takePendingSearch);
  const [page, setPage] = useState<PalettePage | null>(() => {
    const start = startCommandId ? getCommand(startCommandId) : undefined;
    return start?.steps?.length ? { command: start, stepIndex: 0, answers: {} } : null;
  });
  const inputRef = useRef<HTMLInputElement>(null);
  // The highlighted item (cmdk's value, controlled): the best match after each query change and when late
  // results (record hits) change the ranking, unless the user has moved the highlight themselves (arrow
  // keys, a real mouse movement): a highlight the user chose never jumps away just before their Enter.
  const [value, setValue] = useState('');
  const userMoved = useRef(false);
  const changeSearch = useCallback((next: string) => {
    userMoved.current = false;
    setSearch(next);
  }, []);
  // The pointer selects an item only when the mouse really moves: a cursor resting over the list must not
  // steal the keyboard's selection (cmdk issue #49: browsers send pointer moves at the same spot when the
  // list scrolls under a still cursor). Such moves stop here, before cmdk's items.
  const pointerAt = useRef<string | null>(null);
  const ignoreRestingPointer = useCallback((event: React.PointerEvent) => {
    const at = `${event.clientX},${event.clientY}`;
    if (pointerAt.current === null || pointerAt.current === at) event.stopPropagation();
    else userMoved.current = true;
    pointerAt.current = at;
  }, []);

  const commands = useMemo(() => paletteCommands(ctx), [ctx]);
  const recentCommands = useMemo(
    () =>
      recent.commandIds
        .map((id) => getCommand(id))
        .filter(
          (c): c is AppCommand => c !== undefined && (isVisible(c, ctx) || isReachableFromElsewhere(c, ctx)),
        ),
    [recent.commandIds, ctx],
  );
  const searchers = useMemo(() => visibleSearchers(ctx), [ctx]);
  const { hits, status } = useRecordSearch(page ? NO_SEARCHERS : searchers, search);

  // In the commit that mounts the palette, not after paint: keys typed right after Ctrl+K must land here,
  // not in the grid behind (where 'n' or 'e' are hotkeys).
  useLayoutEffect(() => {
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const showRecent = search === '' && !page;
  // The groups change with the context and when the recent list shows or hides, not per keystroke:
  // the memoised group views below then skip re-rendering their items (cmdk filters by hiding them).
  const groups = useMemo(() => {
    const recentIds = new Set(showRecent ? recentCommands.map((c) => c.id) : []);
    // The screen's own actions and the selected rows' actions come before app-wide ones (account,
    // notifications), and those before other screens' actions: what the user most likely came for.
    const relevance = (c: AppCommand) =>
      c.selection ? 0 : c.screenPath && isVisible(c, ctx) ? 1 : c.screenPath ? 3 : 2;
    const byGroup = (group: AppCommand['group']) =>
      commands
        .filter((c) => c.group === group && !recentIds.has(c.id))
        .sort((a, b) => relevance(a) - relevance(b));
    return { navigation: byGroup('navigation'), actions: byGroup('actions') };
  }, [commands, recentCommands, showRecent, ctx]);

  // Record hits ordered by their own score; cmdk's filter reads these scores for them (their cmdk value
  // is not their title), so cmdk's order inside the group is this one.
  const rankedHits = useMemo(() => {
    const scored = hits.map((hit) => ({ hit, score: recordScore(hit.title, search) }));
    return scored.sort((a, b) => b.score - a.score);
  }, [hits, search]);
  const hitScores = useRef(new Map<string, number>());
  hitScores.current = new Map(rankedHits.map(({ hit, score }) => [recordValue(hit), score]));
  // Commands by their cmdk value, as the ranking sees them (screens before actions: palette-ranking.ts).
  const ranked = useMemo(() => rankedCommands(commands, ctx), [commands, ctx]);
  const rankedRef = useRef(ranked);
  rankedRef.current = ranked;
  const filter = useCallback((itemValue: string, query: string, keywords?: string[]) => {
    const hit = hitScores.current.get(itemValue);
    if (hit !== undefined) return hit;
    const command = rankedRef.current.get(itemValue);
    // a parameter step's items (companies, roles...) are not commands: cmdk's folded score
    return command ? commandScore(command, query) : foldFilter(itemValue, query, keywords);
  }, []);

  // cmdk ranks the items inside a group but not the groups themselves (its group sort looks the groups up
  // by an id it never renders), and Enter takes the first item shown: the groups follow their best match
  // here, scored as cmdk scores the items, record hits included.
  const rankedGroups = useMemo(() => {
    const commandGroup = (key: 'navigation' | 'actions') => {
      const best = bestOf(
        groups[key],
        (c) => {
          const command = ranked.get(commandValue(c, ctx));
          return search === '' || !command ? 0 : commandScore(command, search);
        },
        (c) => commandValue(c, ctx),
      );
      return { key, score: best.score, bestValue: best.value };
    };
    const list = [commandGroup('navigation'), commandGroup('actions')];
    const records = {
      key: 'records' as const,
      score: rankedHits[0]?.score ?? 0,
      bestValue: rankedHits[0] ? recordValue(rankedHits[0].hit) : null,
    };
    return search === '' ? [...list, records] : rankGroups([...list, records]);
  }, [groups, rankedHits, search, ctx, ranked]);
  const bestValue = search !== '' && rankedGroups[0]!.score > 0 ? rankedGroups[0]!.bestValue : null;
  useLayoutEffect(() => {
    if (bestValue && !userMoved.current) setValue(bestValue);
  }, [bestValue]);

  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const choose = useCallback(
    (command: AppCommand) => {
      if (command.steps?.length) {
        // another screen's action asks its parameters on its screen (its list loads behind the palette)
        ctxRef.current = openScreenOf(command, ctxRef.current);
        setPage({ command, stepIndex: 0, answers: {} });
        changeSearch('');
        return;
      }
      closePaletteThen(() => void runCommand(command, ctxRef.current));
    },
    [changeSearch],
  );

  function answer(item: StepItem) {
    if (!page) return;
    const answers = { ...page.answers, [page.command.steps![page.stepIndex]!.id]: item };
    if (page.stepIndex + 1 < page.command.steps!.length) {
      setPage({ command: page.command, stepIndex: page.stepIndex + 1, answers });
      changeSearch('');
      return;
    }
    closePaletteThen(() => void runCommand(page.command, ctx, answers));
  }

  function back() {
    if (!page) return;
    setPage(page.stepIndex === 0 ? null : { ...page, stepIndex: page.stepIndex - 1 });
  }

  const step = page ? page.command.steps![page.stepIndex]! : null;

  return (
    <Command
      label="Bảng lệnh"
      filter={filter}
      value={value}
      onValueChange={setValue}
      loop
      vimBindings={false}
      onPointerMoveCapture={ignoreRestingPointer}
      onKeyDown={(event) => {
        if (MOVE_KEYS.has(event.key)) userMoved.current = true;
        if (event.key === 'Backspace' && search === '' && page) {
          event.preventDefault();
          back();
        }
      }}
    >
      <div className="busops-palette-input">
        <Icon icon="search" />
        {page && (
          <Tag minimal onRemove={back}>
            {commandTitle(page.command, ctx)}
          </Tag>
        )}
        <Command.Input
          ref={inputRef}
          value={search}
          onValueChange={changeSearch}
          placeholder={step ? step.title : PALETTE_PLACEHOLDER}
        />
        <RecordSearchSpinner status={status} />
      </div>
      <Command.List>
        <Command.Empty>Không tìm thấy kết quả</Command.Empty>
        {page && step ? (
          <StepPage step={step} answers={page.answers} onAnswer={answer} />
        ) : (
          <>
            {showRecent && recentCommands.length > 0 && (
              <CommandGroupView heading={GROUP_TITLES.recent} commands={recentCommands} onChoose={choose} />
            )}
            {rankedGroups.map((group) =>
              group.key === 'records' ? (
                rankedHits.length > 0 && (
                  <Command.Group key="records" heading={GROUP_TITLES.records} forceMount>
                    {rankedHits.map(({ hit }) => (
                      <Command.Item
                        key={`${hit.searcherId}:${hit.id}`}
                        value={recordValue(hit)}
                        forceMount
                        onSelect={() => {
                          // the screen remembers the record for /menu when it has opened it; it opens once the
                          // Enter that chose it is released, like a command (palette.store.ts)
                          closePaletteThen(() => ctx.navigate(hit.path));
                        }}
                      >
                        <PaletteLink href={hit.path}>
                          <Icon icon="document" />
                          <span className="busops-palette-title">{hit.title}</span>
                          {hit.subtitle && (
                            <span className={`busops-palette-subtitle ${Classes.TEXT_MUTED}`}>
                              {hit.subtitle}
                            </span>
                          )}
                          <Tag minimal>{hit.group}</Tag>
                        </PaletteLink>
                      </Command.Item>
                    ))}
                  </Command.Group>
                )
              ) : (
                <CommandGroupView
                  key={group.key}
                  heading={GROUP_TITLES[group.key]}
                  commands={groups[group.key]}
                  onChoose={choose}
                />
              ),
            )}
          </>
        )}
      </Command.List>
    </Command>
  );
}

/** Keys with which the user moves the highlight themselves. */
const MOVE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

const recordValue = (hit: RecordHit) => `record:${hit.searcherId}:${hit.id}`;

/**
 * A palette entry that is a place (a screen, a record) is a real link: Ctrl/Shift/middle click opens it in a
 * new tab, its address can be copied; a plain click (and Enter) stays in the app through cmdk's onSelect.
 */
function PaletteLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="busops-palette-link"
      tabIndex={-1}
      onClick={(event) => {
        if (isNewTabClick(event))
          event.stopPropagation(); // the browser opens it; cmdk does not select
        else event.preventDefault(); // cmdk's item click runs onSelect (client-side navigation)
      }}
    >
      {children}
    </a>
  );
}

/** A command's cmdk value: what cmdk scores the search against (the title, and the id to keep it unique). */
const commandValue = (command: AppCommand, ctx: CommandContext) =>
  `${commandTitle(command, ctx)} ${command.id}`;

const NO_SEARCHERS: ReturnType<typeof visibleSearchers> = [];

/** The record search's spinner: the only subscriber of its loading flag. */
function RecordSearchSpinner({ status }: { status: RecordSearchStatus }) {
  const { loading } = useSnapshot(status);
  return loading ? <Spinner size={16} /> : null;
}

const CommandGroupView = memo(function CommandGroupView(props: {
  heading: string;
  commands: AppCommand[];
  onChoose: (c: AppCommand) => void;
}) {
  const ctx = useCommandContext();
  if (props.commands.length === 0) return null;
  return (
    <Command.Group heading={props.heading}>
      {props.commands.map((command) => {
        const title = commandTitle(command, ctx);
        // another screen's action: it runs there, so its screen is named and its key (which works on that
        // screen only) is not shown
        const elsewhere = !isVisible(command, ctx) ? screenTitle(command.screenPath) : null;
        const content = (
          <>
            <Icon icon={command.icon ?? (command.group === 'navigation' ? 'arrow-right' : 'flash')} />
            <span className="busops-palette-title">{title}</span>
            {elsewhere && (
              <span className={`busops-palette-subtitle ${Classes.TEXT_MUTED}`}>{elsewhere}</span>
            )}
            {command.steps?.length ? <Icon icon="chevron-right" className={Classes.TEXT_MUTED} /> : null}
            {command.shortcut && !elsewhere && <ShortcutKbd shortcut={command.shortcut} />}
          </>
        );
        return (
          <Command.Item
            key={command.id}
            value={commandValue(command, ctx)}
            keywords={command.keywords}
            onSelect={() => props.onChoose(command)}
          >
            {command.group === 'navigation' && command.path ? (
              <PaletteLink href={command.path}>{content}</PaletteLink>
            ) : (
              content
            )}
          </Command.Item>
        );
      })}
    </Command.Group>
  );
});

/**
 * Every command by its cmdk value with what the ranking reads: its title, keywords, whether it is a screen,
 * and for the first screen of a menu group (among those this user has) that group's folded title.
 */
function rankedCommands(commands: readonly AppCommand[], ctx: CommandContext): Map<string, RankedCommand> {
  const screens = new Set(commands.filter((c) => c.group === 'navigation' && c.path).map((c) => c.path));
  const groupOf = new Map<string, string>();
  for (const entry of MENU) {
    const first = entry.children?.find((child) => screens.has(child.path));
    if (first) groupOf.set(first.path, fold(entry.title));
  }
  return new Map(
    commands.map((c) => [
      commandValue(c, ctx),
      {
        title: commandTitle(c, ctx),
        value: commandValue(c, ctx),
        keywords: c.keywords,
        screen: c.group === 'navigation',
        menuGroup: c.path ? groupOf.get(c.path) : undefined,
        elsewhere: Boolean(c.screenPath) && !isVisible(c, ctx),
        // a command bound to a selection, to this screen, or to a condition that holds here (the list's export)
        here: Boolean(c.selection || (c.screenPath && isVisible(c, ctx)) || c.when?.(ctx)),
        // a row command (its own selection, or the row menu's) while rows are selected
        onSelection: Boolean(
          c.selection ||
            (c.placements?.includes('row-menu') && ctx.selection.rows.length > 0 && c.when?.(ctx)),
        ),
      },
    ]),
  );
}

/** 'Quản lý công ty' for '/company': the domain MENU title of an action's screen. */
function screenTitle(path: string | undefined): string | null {
  if (!path) return null;
  return flattenMenu().find((entry) => entry.path === path)?.title ?? null;
}

export default PaletteBody;
