type Props = {
  /** The price as the page writes it ("from €1,190", "about $944"). */
  price: string;
  href: string;
  label: string;
  /** The link's analytics (the tour's add to cart). */
  onClick?: () => void;
  /** The trip's link opens the dates modal, which keeps the page where it is. */
  keepScroll?: boolean;
};

/**
 * On phones the price and the way to book stay on the screen, whatever stands above them on
 * the page (the community line, a bean bar, a long title, the gallery): a bar at the bottom of
 * the screen under 768 px (trip.css). From 768 px the page shows them in place and the bar is
 * not drawn. It repeats the page's own price and link, so it is one more way in, never the only one.
 */
export function BookingBar({ price, href, label, onClick, keepScroll }: Props) {
  return (
    <div className="booking-bar" data-testid="booking-bar">
      <p className="booking-bar-price">{price}</p>
      <a className="button button-primary" href={href} onClick={onClick} data-keep-scroll={keepScroll || undefined}>
        {label}
      </a>
    </div>
  );
}
