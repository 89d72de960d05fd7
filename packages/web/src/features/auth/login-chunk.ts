// The login page is its own chunk: it is the first screen most visits load.
export { LoginPage } from "./pages/LoginPage";
