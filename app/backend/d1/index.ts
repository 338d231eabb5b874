import { adminGate, guardedBackend } from "../admin-gate";
import type { Backend, RequestScope } from "../port";
import { d1Audit } from "./audit";
import { d1Auth } from "./auth";
import type { D1Context } from "./context";
import { d1Equipment } from "./equipment";
import { d1History } from "./history";
import { d1Media } from "./media";
import { d1Menu } from "./menu";
import { d1Messages } from "./messages";
import { d1Overview } from "./overview";
import { d1Pages } from "./pages";
import { d1Previews } from "./previews";
import { d1Projects } from "./projects";
import { d1Redirects } from "./redirects";
import { d1Settings } from "./settings";
import { d1Site } from "./site";
import { d1Slides } from "./slides";
import { r2Storage } from "./storage";
import { d1Trash } from "./trash";
import { d1Users } from "./users";

export interface D1Bindings {
  db: D1Database;
  files: R2Bucket;
  /** Sign-in attempts allowed per e-mail + address in the throttle's window (default 10). */
  signInMaxFailures?: number;
  /** Tests only: told of every password check a sign-in makes. */
  onPasswordCheck?: () => void;
  /** The secret cleaned HTML is signed with (content.ts, decision 035); none: pages clean it when shown. */
  htmlSigningSecret?: string;
}

/** The embedded default adapter: D1 for data and sessions, R2 for files. One per request. */
export function createD1Backend(bindings: D1Bindings, scope: RequestScope): Backend {
  const gate = adminGate(() => auth.currentUser());
  const auth = d1Auth(bindings.db, scope, gate.admin, {
    maxFailures: bindings.signInMaxFailures,
    onPasswordCheck: bindings.onPasswordCheck,
  });
  const ctx: D1Context = {
    db: bindings.db,
    files: bindings.files,
    scope,
    htmlSigningSecret: bindings.htmlSigningSecret,
    admin: gate.admin,
  };
  const storage = r2Storage(bindings.files);
  return guardedBackend(
    "d1",
    {
      site: () => d1Site(ctx),
      settings: () => d1Settings(ctx),
      slides: () => d1Slides(ctx),
      projects: () => d1Projects(ctx),
      pages: () => d1Pages(ctx),
      menu: () => d1Menu(ctx),
      equipment: () => d1Equipment(ctx),
      media: () => d1Media(ctx),
      users: () => d1Users(ctx, gate),
      overview: () => d1Overview(ctx),
      history: () => d1History(ctx),
      trash: () => d1Trash(ctx),
      audit: () => d1Audit(ctx),
      messages: () => d1Messages(ctx),
      previews: () => d1Previews(ctx),
      redirects: () => d1Redirects(ctx),
      files: () => ({ read: (bucket, key) => storage.read(bucket, key) }),
      auth: () => auth,
    },
    gate,
  );
}
