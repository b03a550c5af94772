import { type BreadcrumbProps, Breadcrumbs } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router';
import { breadcrumbsFor } from './menu-tree';

export function PageBreadcrumbs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const crumbs = breadcrumbsFor(pathname);
  const items: BreadcrumbProps[] = crumbs.map((crumb, index) => ({
    text: crumb.title,
    current: index === crumbs.length - 1,
    onClick: index === crumbs.length - 1 ? undefined : () => navigate(crumb.path),
  }));
  return <Breadcrumbs items={items} />;
}
