import { Center, Loader } from '@mantine/core';

export function RoutePending() {
  return (
    <Center mih="50vh" aria-busy="true">
      <Loader size="sm" type="dots" />
    </Center>
  );
}
