/**
 * The most common passwords of at least 6 characters, from public breach-frequency lists
 * (SecLists "10-million-password-list-top-1000", trimmed), plus local variants.
 * Refused at registration and password change (OWASP ASVS 2.1.7).
 */
export const COMMON_PASSWORDS = new Set(
  `123456 123456789 12345678 1234567 1234567890 123123 111111 000000 654321 666666 121212 112233
123321 654321 555555 777777 888888 999999 987654321 123654 159753 147258 123qwe qwerty qwerty123
qwertyuiop password password1 password123 passw0rd abc123 abcdef abc123456 1q2w3e 1q2w3e4r 1q2w3e4r5t
azerty azerty123 azertyuiop iloveyou iloveu monkey dragon letmein football baseball sunshine princess
welcome welcome1 admin123 administrator master shadow superman batman trustno1 whatever freedom
michael jennifer jordan23 charlie donald loveme lovely hello123 starwars computer secret 11111111
00000000 12341234 aaaaaa asdfgh asdfghjkl zxcvbn zxcvbnm qazwsx 1qaz2wsx football1 soccer jesus
cameroun cameroon cameroun237 douala yaounde motdepasse bonjour soleil chocolat doudou mtn123 orange123
lionart lionart123 changeme 696969 131313 101010 123abc a123456 aa123456 pass123 mypassword`
    .split(/\s+/)
    .filter(Boolean),
);
