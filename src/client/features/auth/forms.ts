/** The auth feature's forms (used by the /auth page, which is code-split). */
export { LoginForm } from "./components/login-form";
export { RegisterForm } from "./components/register-form";
