import { LoadingBar } from './LoadingBar.tsx';
import { RefusalMessage } from './RefusalMessage.tsx';

interface RouteMachineStateProps {
  /** useRouteMachine's status while there is no machine to show. */
  status: 'pending' | 'refused';
  testId: string;
}

/** What a one-machine screen shows until its machine is known: the loading bar, or that it does not exist. */
export function RouteMachineState({ status, testId }: RouteMachineStateProps) {
  return status === 'pending' ? (
    <LoadingBar />
  ) : (
    <RefusalMessage messageKey="nonExistentDevice" testId={testId} />
  );
}
