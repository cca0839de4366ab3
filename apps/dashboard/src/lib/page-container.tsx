// The padded, width-limited column most pages sit in.
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageContainer({ children, size = 'lg' }: { children: ReactNode; size?: 'md' | 'lg' | 'xl' }) {
  return (
    <Container size={size} px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 32 }}>
      {children}
    </Container>
  );
}
