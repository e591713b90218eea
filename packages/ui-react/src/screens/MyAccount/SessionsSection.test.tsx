import type { AccountSession, SessionsService } from '@ott/common';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderMyAccount, section } from './myAccountTestUtils';

const LAPTOP: AccountSession = { id: 's1', device: 'Chrome on Linux', createdAt: '2026-11-01T10:00:00.000Z', lastSeenAt: '2026-11-25T20:15:00.000Z', current: true };
const PHONE: AccountSession = { id: 's2', device: 'Safari on iPhone', createdAt: '2026-11-02T10:00:00.000Z', lastSeenAt: '2026-11-24T08:00:00.000Z', current: false };
const TV: AccountSession = { id: 's3', device: '', createdAt: '2026-11-03T10:00:00.000Z', lastSeenAt: '2026-11-20T08:00:00.000Z', current: false };

function fakeSessions(initial: AccountSession[]) {
  let sessions = [...initial];
  const service: { [K in keyof SessionsService]: ReturnType<typeof vi.fn<SessionsService[K]>> } = {
    listSessions: vi.fn<SessionsService['listSessions']>(async () => sessions),
    endSession: vi.fn<SessionsService['endSession']>(async (id) => void (sessions = sessions.filter((session) => session.id !== id))),
    endOtherSessions: vi.fn<SessionsService['endOtherSessions']>(async () => {
      const ended = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return ended;
    }),
  };
  return service;
}

describe('signed-in devices on the account page (issue 21)', () => {
  it('lists the devices, this one marked without a button, the others with "Sign out" named after them', async () => {
    await renderMyAccount({ services: { sessions: fakeSessions([LAPTOP, PHONE, TV]) } });
    const devices = section('Signed-in devices');
    const rows = await within(devices).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Chrome on Linux (this device)'),
      expect.stringContaining('Safari on iPhone'),
      expect.stringContaining('Unknown device'),
    ]);
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeInTheDocument();
    expect(rows[1]!.textContent).toMatch(/Last active .*2026/);
  });

  it('signs one device out, then every other, and says so', async () => {
    const service = fakeSessions([LAPTOP, PHONE, TV]);
    const { user, toast } = await renderMyAccount({ services: { sessions: service } });
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(service.endSession).toHaveBeenCalledWith('s2');
    await waitFor(() => expect(within(section('Signed-in devices')).getAllByRole('listitem')).toHaveLength(2));
    expect(toast.show).toHaveBeenCalledWith('The device was signed out.', { variant: 'success' });

    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    await waitFor(() => expect(within(section('Signed-in devices')).getAllByRole('listitem')).toHaveLength(1));
    expect(toast.show).toHaveBeenCalledWith('All other devices were signed out.', { variant: 'success' });
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).not.toBeInTheDocument();
  });

  it('says when the devices could not be loaded, and tries again', async () => {
    const service = fakeSessions([LAPTOP]);
    service.listSessions.mockRejectedValueOnce(new Error('offline'));
    const { user } = await renderMyAccount({ services: { sessions: service } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your devices could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(section('Signed-in devices')).findByText(/this device/)).toBeInTheDocument();
  });

  it('is not there for a provider without sessions', async () => {
    await renderMyAccount();
    expect(screen.queryByRole('region', { name: 'Signed-in devices' })).not.toBeInTheDocument();
  });
});
