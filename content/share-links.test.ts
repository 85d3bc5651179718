import { smsLink, whatsappLink } from './share-links';

describe('share links', () => {
  it('opens WhatsApp with the message typed in, to a number or to a chat the visitor picks', () => {
    expect(whatsappLink('Hello & welcome', '919815400109')).toBe(
      'https://wa.me/919815400109?text=Hello%20%26%20welcome',
    );
    expect(whatsappLink('Dr. A: https://x.org/doctor/a')).toBe(
      'https://wa.me/?text=Dr.%20A%3A%20https%3A%2F%2Fx.org%2Fdoctor%2Fa',
    );
  });

  it('opens a text message with the body typed in', () => {
    expect(smsLink('Apply at https://x.org/careers/a?b=1')).toBe(
      'sms:?&body=Apply%20at%20https%3A%2F%2Fx.org%2Fcareers%2Fa%3Fb%3D1',
    );
  });
});
