export declare const DEMO_DATA_SETS: readonly ['default', 'empty', 'large', 'small', 'single-slide'];
export type DemoDataSet = (typeof DEMO_DATA_SETS)[number];
export declare const BACKEND_DEFAULTS: Readonly<{
  BACKEND_HOST: string;
  BACKEND_PORT: number;
  DATA_DIR: string;
  DEMO_DATA: 'default';
  TOKEN_TTL_SECONDS: number;
  LOG_LEVEL: 'info';
  REQUEST_TIMEOUT_MS: number;
  SIGNIN_ATTEMPTS_PER_MINUTE: number;
}>;
export declare const SITE_DEFAULTS: Readonly<{
  PORT: number;
  HOST: string;
  AGENCY_NAME: string;
  PHOTO_FEED_USERNAME: string;
  BACKEND_TIMEOUT_MS: number;
  PAGE_REVALIDATE_SECONDS: number;
  REQUEST_TIMEOUT_MS: number;
  DOWNLOAD_RATE_LIMIT: number;
}>;
export declare const FORMS_DEFAULTS: Readonly<{
  RETENTION_DAYS: number;
  APPLICATION_REPLY_DAYS: number;
  FORM_RATE_LIMIT: number;
}>;
export declare const siteUrlFor: (port?: number | string) => string;
export declare const DEFAULT_SITE_URL: string;
