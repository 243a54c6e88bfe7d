/**
 * Work a feature must finish while the session still exists, before "Cerrar Sesión" ends it
 * (e.g. withdrawing this browser's push subscription, which needs the access token). The auth
 * feature runs them; each is best effort and bounded, so signing out never hangs.
 */
type BeforeLogout = () => Promise<void>;

const tasks = new Set<BeforeLogout>();
const TASK_TIMEOUT_MS = 3_000;

export function onBeforeLogout(task: BeforeLogout): () => void {
  tasks.add(task);
  return () => {
    tasks.delete(task);
  };
}

export async function runBeforeLogout(timeoutMs = TASK_TIMEOUT_MS): Promise<void> {
  await Promise.all(
    [...tasks].map((task) =>
      Promise.race([
        task().catch(() => undefined),
        new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
      ]),
    ),
  );
}
