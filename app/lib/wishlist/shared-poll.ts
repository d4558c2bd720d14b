/** A shared link as the wishlist and the personal area list it: the link on this site (the token is the same on every site). */
export type SharedPoll = {
  pollId: string;
  travelId: number;
  title: string;
  url: string;
  open: boolean;
  /** The last departure's first day in the site's long format (formatted by the server: the browser code stays as it was). */
  endsOn: string | null;
  friends: number;
};
