// Organisations and their client users (R-ORG-*): owner procedures.
import { router } from './trpc';

export const orgsRouter = router({});
