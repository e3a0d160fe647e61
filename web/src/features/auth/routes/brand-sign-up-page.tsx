import { Text } from '@chakra-ui/react';
import { AuthLayout, ClimateRiskCopy } from '../components/auth-layout.js';
import { SignUpForm } from '../components/sign-up-form.js';

/** /almanac-sign-up: the sign-up page with the product's marketing copy. */
export default function BrandSignUpPage() {
  return (
    <AuthLayout
      title="Sign up for Almanac"
      subtitle="Start quoting parametric weather-index cover today."
      marketing={
        <ClimateRiskCopy headline="Climate risk is business risk. Give your clients cover that pays on the weather.">
          <Text color="secondary.100" fontWeight="light">
            Almanac gives independent agents a premium calculator built on decades of weather data, online
            applications with e-signature, and payouts that follow the index: a new line of business for the
            clients your carriers cannot serve.
          </Text>
        </ClimateRiskCopy>
      }
    >
      <SignUpForm />
    </AuthLayout>
  );
}
