import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import DeviceLoginRedirect from './DeviceLoginRedirect';

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

const renderAt = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/activate', element: <DeviceLoginRedirect /> },
          { path: '*', element: <Where /> },
        ],
        { initialEntries: [path] },
      )}
    />,
  );

describe('<DeviceLoginRedirect>', () => {
  it('sends the device-login link home with the login-device overlay and its code', async () => {
    renderAt('/activate?code=ABCD2345');
    expect(await screen.findByText('/?u=login-device&code=ABCD2345')).toBeInTheDocument();
  });

  it('without a code, opens the overlay for typing one', async () => {
    renderAt('/activate');
    expect(await screen.findByText('/?u=login-device')).toBeInTheDocument();
  });
});
