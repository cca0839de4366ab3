// /legal/{page} (R-MKT-5): the operator's text, rendered and sanitised on the server.
import { Alert, Container, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { NotFoundPage } from '../app/not-found-page';
import { trpcErrorCode, useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';
import classes from './public.module.css';

export function LegalPage() {
  const { page } = useParams({ from: '/_public/legal/$page' });
  const trpc = useTRPC();
  const legal = useQuery(trpc.site.legalPage.queryOptions({ slug: page }));
  const navigate = useNavigate();
  // Links between the texts stay inside the app instead of reloading the page.
  const followInternal = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void navigate({ to: href });
  };
  useDocumentTitle(legal.data ? `${legal.data.title} - Parley` : null);
  if (legal.isError && trpcErrorCode(legal.error) === 'NOT_FOUND') return <NotFoundPage />;
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      {legal.isPending && (
        <Stack>
          <Skeleton h={40} w="60%" />
          <Skeleton h={300} />
        </Stack>
      )}
      {legal.isError && (
        <Alert color="red" variant="light">
          {legal.error.message}
        </Alert>
      )}
      {legal.data && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires click too; the article itself is not interactive
        <article
          className={classes.prose}
          data-testid="legal-content"
          onClick={followInternal}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: marked output behind sanitize-html's allow-list on the server (render-markdown.ts)
          dangerouslySetInnerHTML={{ __html: legal.data.html }}
        />
      )}
    </Container>
  );
}
