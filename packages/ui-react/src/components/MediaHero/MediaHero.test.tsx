import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/renderWithI18n';
import { MediaHero } from './MediaHero';

const ART = 'http://content.test/v2/media/mvTide01/images/background.webp?fallback=false&width=1920';

describe('MediaHero', () => {
  it('draws the background art behind the title', () => {
    const { container } = renderWithI18n(<MediaHero title="The Tide" image={ART} />);
    expect(container.querySelector('.ott-media-hero__background img')).toHaveAttribute('src', ART);
    expect(screen.getByRole('heading', { level: 1, name: 'The Tide' })).toBeInTheDocument();
  });

  it.each([
    ['art that does not load (the host has none for the item)', ART],
    ['no art', null],
  ])('with %s shows the title alone, with no picture behind it', (_label, image) => {
    const { container } = renderWithI18n(<MediaHero title="The Tide" image={image} />);
    const img = container.querySelector('.ott-media-hero__background img');
    if (img) fireEvent.error(img);
    expect(container.querySelector('.ott-media-hero__background')).toBeNull();
    expect(container.querySelector('.ott-media-hero')).toHaveClass('ott-media-hero--plain');
    expect(screen.getByRole('heading', { level: 1, name: 'The Tide' })).toBeInTheDocument();
  });
});
