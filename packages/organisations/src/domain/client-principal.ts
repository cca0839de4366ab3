// The client principal lives with the workspace principal (so agent access rules can name both);
// re-exported here where the organisation code has always found it.
export {
  CLIENT_SESSION_COOKIE,
  type ClientPrincipal,
  clientHasSection,
} from '@parley/workspaces/domain/client-principal';
