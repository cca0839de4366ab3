// What a team member does to the open conversation; each call re-reads the list and the conversation
// (the live socket would too, but the person who acted should not wait for it).

import { notifications } from '@mantine/notifications';
import type { Region } from '@parley/kernel/regions';
import { HANDOFF_MESSAGES } from '@parley/messages/handoff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

const notifyError = (error: { message: string }) =>
  notifications.show({ color: 'red', message: error.message, autoClose: 5000 });
const notifyOk = (message: string) => notifications.show({ color: 'green', message, autoClose: 3000 });

export function useConversationActions(region: Region, agentId: string, userId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = { region, agentId, userId };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.conversations.get.queryKey(key) }),
      queryClient.invalidateQueries({ queryKey: trpc.conversations.list.pathKey() }),
    ]);
  const options = (done?: string) => ({
    onSuccess: async () => {
      if (done) notifyOk(done);
      await refresh();
    },
    onError: notifyError,
  });

  const takeOver = useMutation(
    trpc.conversations.takeOver.mutationOptions(options(HANDOFF_MESSAGES.takenOver)),
  );
  const handBack = useMutation(
    trpc.conversations.handBack.mutationOptions(options(HANDOFF_MESSAGES.handedBack)),
  );
  const end = useMutation(trpc.conversations.end.mutationOptions(options(HANDOFF_MESSAGES.ended)));
  const manual = useMutation(trpc.conversations.setManualControl.mutationOptions(options()));
  const tags = useMutation(trpc.conversations.setTags.mutationOptions(options()));
  const reply = useMutation(trpc.conversations.reply.mutationOptions(options()));

  return {
    takeOver: () => takeOver.mutate(key),
    handBack: () => handBack.mutate(key),
    end: (onDone: () => void) => end.mutate(key, { onSuccess: onDone }),
    setManualControl: (on: boolean) => manual.mutate({ ...key, on }),
    setTags: (next: string[]) => tags.mutate({ ...key, tags: next }),
    /** The composer empties at once; `onFailed` gives the text back when the reply was refused. */
    reply: (body: { text: string; attachments: { fileName: string; url: string }[] }, onFailed: () => void) =>
      reply.mutate({ ...key, ...body }, { onError: onFailed }),
    pending: {
      takeOver: takeOver.isPending,
      handBack: handBack.isPending,
      end: end.isPending,
      manual: manual.isPending,
      tags: tags.isPending,
      reply: reply.isPending,
    },
  };
}

export type ConversationActions = ReturnType<typeof useConversationActions>;
