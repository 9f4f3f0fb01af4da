import { Link } from 'react-router-dom';
import './layout.css';

/** Spec 2.16: the screen for any path the router does not know. */
export function NotFound() {
  return (
    <div className="dr-not-found">
      <p className="dr-not-found__code" aria-hidden="true">404</p>
      <h1 className="dr-not-found__title">404 Page Not Found</h1>
      <p className="dr-not-found__text">Did you forget to add the page to the router?</p>
      <Link className="dr-button dr-button--secondary" to="/">
        Go to Team Manager
      </Link>
    </div>
  );
}
