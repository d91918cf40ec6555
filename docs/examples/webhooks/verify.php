<?php
// Verifying the Merchant Portal's webhooks in PHP (7.4 or later), with hash_hmac and hash_equals.
// docs/merchant-api.md "Webhooks" explains each step. Include this file and call
// verify_portal_signature(), or serve it as the endpoint to try it:
//
//   WEBHOOK_SECRET=whsec_... php -S 127.0.0.1:4242 verify.php
//
// and add http://<this machine>:4242/webhooks as an endpoint (plain http and private addresses
// are accepted outside production only).

/** A signature whose time is further than this from your clock is refused: it may be a replay. */
const PORTAL_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Whether a delivery came from the portal, unchanged and recently.
 *
 * @param string      $rawBody the request's body exactly as it arrived (php://input), not decoded and encoded again
 * @param string|null $header  the Portal-Signature header: "t=<unix seconds>,v1=<hex>" (a second v1 while a secret is being replaced)
 * @param string      $secret  the endpoint's signing secret, "whsec_…"
 */
function verify_portal_signature(string $rawBody, ?string $header, string $secret, int $tolerance = PORTAL_SIGNATURE_TOLERANCE_SECONDS, ?int $now = null): bool
{
    if ($header === null || $header === '') {
        return false;
    }
    $times = [];
    $signatures = [];
    foreach (explode(',', $header) as $part) {
        $pair = explode('=', trim($part), 2);
        if (count($pair) !== 2) {
            continue;
        }
        [$key, $value] = $pair;
        if ($key === 't') {
            $times[] = $value;
        }
        // Other schemes (a future v2) are skipped; a malformed v1 can never match.
        if ($key === 'v1' && preg_match('/^[0-9a-f]{64}$/', $value) === 1) {
            $signatures[] = $value;
        }
    }
    if (count($times) !== 1 || preg_match('/^\d{1,12}$/', $times[0]) !== 1 || count($signatures) === 0) {
        return false;
    }
    if (abs(($now ?? time()) - (int) $times[0]) > $tolerance) {
        return false;
    }

    // HMAC-SHA256 of "<t>.<raw body>" keyed by the secret, compared in constant time.
    $expected = hash_hmac('sha256', $times[0] . '.' . $rawBody, $secret);
    foreach ($signatures as $signature) {
        if (hash_equals($expected, $signature)) {
            return true;
        }
    }
    return false;
}

// Served as the endpoint itself (not included from your own code): verify, then answer at once.
if (PHP_SAPI !== 'cli' && get_included_files()[0] === __FILE__) {
    $rawBody = file_get_contents('php://input');
    $header = $_SERVER['HTTP_PORTAL_SIGNATURE'] ?? null;
    if ($_SERVER['REQUEST_METHOD'] !== 'POST' || !verify_portal_signature($rawBody, $header, getenv('WEBHOOK_SECRET') ?: '')) {
        http_response_code(400);
        exit;
    }
    $event = json_decode($rawBody, true);
    // At least once: the same event may come again. Keep the ids you handled (a unique column
    // in your database) and skip one you have seen.
    error_log(sprintf('verified %s %s', $event['type'], $event['id']));
    // Answer first, work later: the portal waits 10 seconds at most.
    http_response_code(204);
}
