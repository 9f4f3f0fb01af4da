import type { JsonLogger } from '@draftroom/nest-kit';
import { DEV_SESSION_SECRET, readDraftsConfig } from './config';

const logger = () => {
  const events: Array<[string, string]> = [];
  return { events, log: { event: (level: string, msg: string) => events.push([level, msg]) } as unknown as JsonLogger };
};

describe('drafts service settings', () => {
  it('signs voter cookies with SESSION_SECRET, a comma list rotating secrets', () => {
    expect(readDraftsConfig({ SESSION_SECRET: ' new-secret , old-secret ' }).sessionSecrets).toEqual(['new-secret', 'old-secret']);
  });

  it('falls back to the development secret, warning only in production', () => {
    const dev = logger();
    expect(readDraftsConfig({ NODE_ENV: 'development' }, dev.log).sessionSecrets).toEqual([DEV_SESSION_SECRET]);
    expect(dev.events).toEqual([]);
    const prod = logger();
    expect(readDraftsConfig({ NODE_ENV: 'production' }, prod.log).sessionSecrets).toEqual([DEV_SESSION_SECRET]);
    expect(prod.events).toEqual([['warn', 'SESSION_SECRET is not set: voter cookies are signed with the public development secret']]);
  });
});
