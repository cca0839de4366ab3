// Credit transfers between a workspace and its organisations (R-ORG-17..19).
import { router } from './trpc';

export const orgCreditsRouter = router({});
