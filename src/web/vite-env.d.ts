/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Card-payment checkout link opened by the Pricing page's monthly plan (product §A2). */
  readonly VITE_CHECKOUT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
