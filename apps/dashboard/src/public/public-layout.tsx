// The public pages' frame (R-MKT-1, R-MKT-6): header, page, product footer; referral codes captured.
import { Outlet, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { NotFoundPage } from '../app/not-found-page';
import classes from './public.module.css';
import { ProductFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { showsProductFooter, showsPublicChrome } from './public-paths';
import { captureReferral } from './referral-capture';

export function PublicFrame({ children }: { children: ReactNode }) {
  const { pathname, searchStr } = useRouterState({
    select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }),
  });
  useEffect(() => {
    captureReferral(searchStr);
  }, [searchStr]);
  const chrome = showsPublicChrome(pathname);
  return (
    <div className={classes.page}>
      {chrome && <PublicHeader pathname={pathname} />}
      <main className={classes.main}>{children}</main>
      {showsProductFooter(pathname) && <ProductFooter />}
    </div>
  );
}

export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

/** Unknown paths outside the app get the public header and footer around the 404. */
export function PublicNotFound() {
  return (
    <PublicFrame>
      <NotFoundPage />
    </PublicFrame>
  );
}
