// After any client sign-in: forget cached answers, greet, and open the client's dashboard (R-CLA-10).
import { notifications } from '@mantine/notifications';
import type { TClientSessionView } from '@parley/contract/organisations';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { preferView } from './view-preference';

export function useClientSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (view: TClientSessionView) => {
    queryClient.clear();
    preferView('client');
    notifications.show({ color: 'green', message: CLIENT_AUTH_MESSAGES.signedIn, autoClose: 2000 });
    // The /app/{region} index sends the client to the first tab of its first agent.
    await navigate({ to: '/app/$region', params: { region: view.region } });
  };
}
