import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeMessage } from '../../../../lib/realtime/use-realtime-message';
import { wallKeys } from '../api/get-wall-overview';
import { createRefreshCoalescer } from '../lib/refresh-coalescer';

/**
 * The wall's part of the socket (docs/realtime.md): every `ticket_changed` the server lets this
 * user see is a hint that a figure may have moved; hints are coalesced into one refetch every
 * few seconds at most (lib/refresh-coalescer.ts). A reconnection refetches too: changes made
 * while the socket was down sent no hint.
 */
export function useWallLiveRefresh(): void {
  const queryClient = useQueryClient();
  const [coalescer] = useState(() =>
    createRefreshCoalescer(() => void queryClient.invalidateQueries({ queryKey: wallKeys.all })),
  );
  const connections = useRef(0);
  useEffect(() => coalescer.cancel, [coalescer]);
  useRealtimeMessage('ticket_changed', () => coalescer.add());
  useRealtimeMessage('connected', () => {
    connections.current += 1;
    // The first connection comes with the first answer; only later ones may have missed changes.
    if (connections.current > 1) coalescer.add();
  });
}
