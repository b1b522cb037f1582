#include "lan_addresses.h"

#include <QNetworkInterface>

namespace arbiter::app::net {

bool isTableAddress(const QHostAddress& address)
{
    bool isIpv4 = false;
    const quint32 ipv4 = address.toIPv4Address(&isIpv4);  // also reads ::ffff:a.b.c.d
    if (isIpv4) {
        const auto inNet = [ipv4](quint32 net, int bits) {
            return (ipv4 >> (32 - bits)) == (net >> (32 - bits));
        };
        return inNet(0x7F000000, 8) || inNet(0x0A000000, 8) || inNet(0xAC100000, 12) || inNet(0xC0A80000, 16)
               || inNet(0xA9FE0000, 16);
    }
    if (address.protocol() != QAbstractSocket::IPv6Protocol)
        return false;
    return address.isLoopback() || address.isUniqueLocalUnicast() || address.isLinkLocal();
}

QList<QHostAddress> lanAddresses()
{
    QList<QHostAddress> ipv4;
    QList<QHostAddress> ipv6;
    const QList<QNetworkInterface> interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface& interface : interfaces) {
        const auto flags = interface.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) || !flags.testFlag(QNetworkInterface::IsRunning)
            || flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry& entry : interface.addressEntries()) {
            const QHostAddress address = entry.ip();
            if (address.isLoopback() || address.isLinkLocal() || !isTableAddress(address))
                continue;
            (address.protocol() == QAbstractSocket::IPv4Protocol ? ipv4 : ipv6).append(address);
        }
    }
    return ipv4 + ipv6;
}

}  // namespace arbiter::app::net
