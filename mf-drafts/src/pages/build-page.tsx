import { DonateButton, RouteFrame } from '@draftroom/ui';
import { BuildScreen } from '../features/builder/components/build-screen';

/** /build: the draft builder (spec 2.1-2.3). */
export default function BuildPage() {
  return (
    <RouteFrame page="BuildPage">
      <BuildScreen />
      <DonateButton />
    </RouteFrame>
  );
}
