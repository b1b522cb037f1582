#pragma once
// The addresses a table server may use: the tablet's private LAN addresses, never a public one.

#include <QHostAddress>
#include <QList>

namespace arbiter::app::net {

// Loopback, or a private or link-local address (10/8, 172.16/12, 192.168/16, 169.254/16, fc00::/7,
// fe80::/10), an IPv4 address mapped into IPv6 included.
bool isTableAddress(const QHostAddress& address);

// The tablet's private LAN addresses on interfaces that are up (IPv4 first, then IPv6 unique-local; link-
// local IPv6 needs a scope a phone cannot type, so it is left out). Empty without a LAN.
QList<QHostAddress> lanAddresses();

}  // namespace arbiter::app::net
