#pragma once
// Token buckets by name ("seat:Ann", "address:192.168.1.7"...): a message passes when every bucket it is
// charged to has a token left, and takes one from each. Kept by name, not by connection, so reconnecting
// does not refill them.

#include <QElapsedTimer>
#include <QHash>
#include <QString>
#include <QStringList>

namespace arbiter::app::net {

class RateBuckets {
public:
    // Each bucket holds at most `burst` tokens and gains `perSecond` a second.
    void setRate(int burst, int perSecond);
    // Whether each of `names` has a token left; spend() then takes one from each.
    bool available(const QStringList& names);
    void spend(const QStringList& names);
    // Forgets the buckets that are full again: a full bucket is the same as a new one.
    void forgetFull();
    void clear() { m_buckets.clear(); }

private:
    struct Bucket {
        double tokens = 0;
        QElapsedTimer refill;
    };
    Bucket& bucket(const QString& name);

    int m_burst = 40;
    int m_perSecond = 20;
    QHash<QString, Bucket> m_buckets;
};

}  // namespace arbiter::app::net
