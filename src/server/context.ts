import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';

/** What route plugins are given: each takes the parts it uses from here. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
};
