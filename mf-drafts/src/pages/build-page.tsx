import { DonateButton, Page, PageHeader } from '@draftroom/ui';
import { BuildScreen } from '../features/builder/components/build-screen';

/** /build: the draft builder (spec 2.1-2.3). */
export default function BuildPage() {
  return (
    <Page width="wide">
      <PageHeader title="Create, rate and compare your FPL drafts" subtitle="Pick 15 players within the £100.0m budget and the squad rules, then save your draft under a name." />
      <BuildScreen />
      <DonateButton />
    </Page>
  );
}
