/**
 * / (docs/product-rules.md#screen-home): hero, balances, referral link, about and how it
 * works, why choose us, the FAQ and three illustrative testimonials.
 */
import { createFileRoute } from "@tanstack/react-router";
import { useUser } from "../../features/auth/api/get-user";
import { Hero } from "../../features/home/components/hero";
import { BalanceCards } from "../../features/home/components/balance-cards";
import { AboutSection } from "../../features/home/components/about-section";
import { FaqSection } from "../../features/home/components/faq-section";
import { Testimonials } from "../../features/home/components/testimonials";
import { WhyChooseSection } from "../../features/home/components/why-choose-section";
import { MoneyActions } from "./-components/money-actions";
import { referralLink } from "../../lib/referral-link";

export const Route = createFileRoute("/_auth/")({
  component: HomePage,
});

function HomePage() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <>
      <Hero fullName={user.fullName} actions={<MoneyActions />} />
      <BalanceCards
        principalBalance={user.principalBalance}
        referralBalance={user.referralBalance}
        referralLink={referralLink(user.referralCode)}
      />
      <AboutSection />
      <WhyChooseSection />
      <FaqSection />
      <Testimonials />
    </>
  );
}
