import type { Logger } from "pino";
import type { BackgroundTasks } from "~/platform/background-tasks.server";
import type { Db } from "~/db/connection.server";
import type { Mailer } from "~/platform/mailer.server";

/** What the newsroom's people functions need: the database, mail sent in the background. */
export interface PeopleDeps {
  db: Db;
  mailer: Mailer;
  tasks: BackgroundTasks;
  logger: Logger;
  /** Public origin of the site; every link in an email starts with it. */
  origin: string;
}
