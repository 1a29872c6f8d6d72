import type { Page } from '@playwright/test';

/** 'object' once React Router's route modules ran on the page, 'undefined' while it waits (ADR 0075). */
export const routeModulesLoaded = (page: Page) =>
  page.evaluate(() => typeof (window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules);
