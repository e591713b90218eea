import { Shelf, type ShelfProps } from '../Shelf/Shelf';

export type FeaturedShelfProps = Omit<ShelfProps, 'featured'>;

/**
 * The featured row of the home page: one large, hero-like card at a time with its description,
 * slid with the previous and next buttons, swipes or the arrow keys like any shelf.
 */
export function FeaturedShelf(props: FeaturedShelfProps) {
  return <Shelf {...props} featured />;
}
