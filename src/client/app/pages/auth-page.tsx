import { CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { PageMeta } from "@/client/components/page-meta";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { PageSpinner } from "@/client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { useAuth } from "@/client/features/auth";
import { LoginForm, RegisterForm } from "@/client/features/auth/forms";
import { site } from "@/content/site";

type AuthTab = "login" | "register";

/** The tab the URL asks for: `?tab=register` opens Register, anything else Login. */
function tabFromSearch(search: string): AuthTab {
  return new URLSearchParams(search).get("tab") === "register" ? "register" : "login";
}

const benefits = [
  "Request maintenance, leasing, grounds and security staff in minutes",
  "Track every request from pending to completed",
  "Manage all of your properties in one place",
  "Looking for work? Create a profile and hear about openings first",
];

/**
 * /auth (spec section 2, "Auth page"): Login and Register tabs; `?tab=register` opens Register.
 * A signed-in user is sent to /dashboard, and so is a user who has just signed in.
 */
export default function AuthPage() {
  const { user, isLoading } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<AuthTab>(() => tabFromSearch(search));

  useEffect(() => {
    setTab(tabFromSearch(search));
  }, [search]);

  if (isLoading) return <PageSpinner label="Checking your session..." />;
  if (user) return <Redirect to="/dashboard" replace />;

  const goToDashboard = () => navigate("/dashboard");

  return (
    <div className="bg-muted/60 pt-18">
      <PageMeta
        title={tab === "register" ? "Create an Account" : "Login"}
        description={`Sign in to the ${site.name} client portal or create an account.`}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 md:py-16 lg:grid-cols-2 lg:items-start lg:px-8">
        <section aria-labelledby="auth-heading" className="order-2 lg:order-1 lg:pt-8">
          <h1 id="auth-heading" className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">
            Your staffing portal
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Property managers request and track staff for their communities. Maintenance, leasing
            and grounds professionals find their next placement.
          </p>
          <ul className="mt-8 space-y-4">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-muted-foreground">
            Questions? Call{" "}
            <a href={`tel:${site.phone.e164}`} className="font-medium text-primary hover:underline">
              {site.phone.display}
            </a>{" "}
            or e-mail{" "}
            <a href={`mailto:${site.email}`} className="font-medium text-primary hover:underline">
              {site.email}
            </a>
            .
          </p>
        </section>

        <Card className="order-1 shadow-lg lg:order-2">
          <CardHeader className="pb-2">
            <CardDescription>
              {tab === "register"
                ? "Create your account. It takes less than a minute."
                : "Welcome back. Sign in with your username and password."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs
              value={tab}
              onValueChange={(value) => {
                const next = value as AuthTab;
                setTab(next);
                navigate(next === "register" ? "/auth?tab=register" : "/auth", { replace: true });
              }}
            >
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login" className="mt-6">
                <LoginForm onSuccess={goToDashboard} />
              </TabsContent>
              <TabsContent value="register" className="mt-6">
                <RegisterForm onSuccess={goToDashboard} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
