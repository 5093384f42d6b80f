import { createContext } from 'react';

/**
 * True in the server's render of a signed-in member's page (src/entry-server.tsx): the session
 * holds a stand-in for the token, which never reaches the render; the user is the one the server
 * read for the page.
 */
export const ServerSessionContext = createContext(false);
export const SERVER_SESSION_TOKEN = 'server-render';
