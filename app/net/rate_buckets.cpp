#include "rate_buckets.h"

#include <algorithm>

namespace arbiter::app::net {

void RateBuckets::setRate(int burst, int perSecond)
{
    m_burst = burst;
    m_perSecond = perSecond;
    m_buckets.clear();
}

RateBuckets::Bucket& RateBuckets::bucket(const QString& name)
{
    auto found = m_buckets.find(name);
    if (found == m_buckets.end()) {
        found = m_buckets.insert(name, Bucket{static_cast<double>(m_burst), {}});
        found->refill.start();
    }
    Bucket& bucket = found.value();
    bucket.tokens = std::min<double>(m_burst, bucket.tokens + bucket.refill.restart() * m_perSecond / 1000.0);
    return bucket;
}

bool RateBuckets::available(const QStringList& names)
{
    return std::all_of(names.begin(), names.end(),
                       [this](const QString& name) { return bucket(name).tokens >= 1.0; });
}

void RateBuckets::spend(const QStringList& names)
{
    for (const QString& name : names)
        bucket(name).tokens -= 1.0;
}

void RateBuckets::forgetFull()
{
    for (auto it = m_buckets.begin(); it != m_buckets.end();) {
        const double now = it->tokens + it->refill.elapsed() * m_perSecond / 1000.0;
        it = now >= m_burst ? m_buckets.erase(it) : std::next(it);
    }
}

}  // namespace arbiter::app::net
