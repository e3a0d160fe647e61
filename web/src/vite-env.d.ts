/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GRAPHQL_URL?: string;
  readonly VITE_API_KEY?: string;
  readonly VITE_STAGE?: string;
  readonly VITE_MAILBOX_URL?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
  readonly VITE_GEOCODER_TOKEN?: string;
  readonly VITE_GEOCODER_URL?: string;
  readonly VITE_CLAIMS_PHONE?: string;
  readonly VITE_CLAIMS_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
