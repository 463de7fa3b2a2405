import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';

/** What route plugins are given: each takes the parts it uses from here. */
export type AppContext = {
  config: Config;
  db: Db;
  mailer: Mailer;
};
