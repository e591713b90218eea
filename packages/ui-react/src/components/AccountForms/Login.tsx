import { LoginForm } from './LoginForm';

/** The `login` overlay screen. */
export default function Login() {
  return <LoginForm />;
}
