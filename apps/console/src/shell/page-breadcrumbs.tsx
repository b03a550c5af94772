// Where the screen sits in the menu. Blueprint's markup and look, without its Breadcrumbs: that one lays
// its items out with OverflowList, whose spacer <div> inside the <ol> is an axe 'list' fault on every
// screen (and ~3 KB of the first screens' JavaScript for trails of two or three entries).
import { Classes } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router';
import { isNewTabClick } from '../lib/links';
import { breadcrumbsFor } from './menu-tree';

export function PageBreadcrumbs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const crumbs = breadcrumbsFor(pathname);
  return (
    <nav aria-label="Breadcrumb">
      <ol className={Classes.BREADCRUMBS}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path}>
              <span className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`} aria-current="page">
                {crumb.title}
              </span>
            </li>
          ) : (
            <li key={crumb.path}>
              <a
                className={Classes.BREADCRUMB}
                href={crumb.path}
                onClick={(event) => {
                  if (isNewTabClick(event)) return;
                  event.preventDefault();
                  void navigate(crumb.path);
                }}
              >
                {crumb.title}
              </a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
