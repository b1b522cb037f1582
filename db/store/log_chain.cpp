#include "db/store/log_chain.h"

#include <QCryptographicHash>
#include <QLatin1Char>
#include <QSet>
#include <QtEndian>

#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>

#include <algorithm>
#include <charconv>
#include <string>
#include <vector>

using namespace Qt::StringLiterals;

namespace arbiter::db::chain {

namespace {

// OpenSSL's SHA-256, not QCryptographicHash: it uses the CPU's SHA extensions where there are some, and
// hashing every row is most of what checking a game costs when it is opened (bench_log --profile-open).
// The digest is the same SHA-256. Its low-level functions (deprecated in OpenSSL 3, still there in 3.x),
// not EVP: they are SHA-256's own code, linked statically (db/store/CMakeLists.txt), where EVP_MD_fetch
// loads OpenSSL's providers and configuration: 3.4 MiB more resident at the app's first frame.

// Each hash's fields are framed (lengths, big-endian numbers) into one buffer and digested with one
// update: a row's dozen fields cost one call into OpenSSL, not two dozen (bench_log --profile-open).
class Hasher {
public:
    explicit Hasher(QByteArrayView domain)
    {
        // The thread's buffer and context, unless a hash is being made with them already (then its own).
        Shared& shared = this->shared();
        m_own = shared.busy;
        m_shared = m_own ? new Shared : &shared;
        shared.busy = true;
        m_shared->buffer.clear();
        bytes(domain);
    }
    ~Hasher()
    {
        if (m_own)
            delete m_shared;
        else
            shared().busy = false;
    }
    Hasher(const Hasher&) = delete;
    Hasher& operator=(const Hasher&) = delete;

    Hasher& number(qint64 value)
    {
        char big[8];
        qToBigEndian<qint64>(value, big);
        m_shared->buffer.append(big, 8);
        return *this;
    }
    Hasher& bytes(QByteArrayView value)
    {
        number(value.size());  // the length first, so no two field lists hash alike
        m_shared->buffer.append(value.data(), static_cast<std::size_t>(value.size()));
        return *this;
    }
    Hasher& text(QStringView value)
    {
        // Hex digests, kinds and times are ASCII: written without a UTF-8 buffer.
        if (value.size() <= 128) {
            char ascii[128];
            qsizetype n = 0;
            for (; n < value.size() && value[n].unicode() < 0x80; ++n)
                ascii[n] = static_cast<char>(value[n].unicode());
            if (n == value.size())
                return bytes(QByteArrayView(ascii, n));
        }
        return bytes(value.toUtf8());
    }
    // The digest's 64 hex digits into `out`.
    void hexInto(char* out)
    {
        unsigned char digest[SHA256_DIGEST_LENGTH];
        const unsigned int size = finish(digest);
        static constexpr char digits[] = "0123456789abcdef";
        for (unsigned int i = 0; i < size && i < 32; ++i) {
            *out++ = digits[digest[i] >> 4];
            *out++ = digits[digest[i] & 0xF];
        }
    }
    QString hex()
    {
        char digits[64];
        hexInto(digits);
        return QString::fromLatin1(digits, 64);
    }

private:
    // One buffer per thread, used again for each hash: no allocation per row.
    struct Shared {
        std::string buffer;
        bool busy = false;
        Shared() { buffer.reserve(4096); }
        Shared(const Shared&) = delete;
        Shared& operator=(const Shared&) = delete;
    };
    static Shared& shared()
    {
        static thread_local Shared owned;
        return owned;
    }

    unsigned int finish(unsigned char* digest)
    {
        SHA256_CTX context;
        if (!SHA256_Init(&context)
            || !SHA256_Update(&context, m_shared->buffer.data(), m_shared->buffer.size())
            || !SHA256_Final(digest, &context))
            qFatal("SHA-256 is not available from OpenSSL");
        return SHA256_DIGEST_LENGTH;
    }

    Shared* m_shared = nullptr;
    bool m_own = false;
};

}  // namespace

// The bytes of a column as the store binds them (a payload that is not UTF-8 is stored as its
// decoding), so a hash made before writing matches one made from the row read back.
QByteArray stored(const QByteArray& bytes)
{
    // Valid UTF-8 decodes and encodes back to itself, so the round trip (most of a row's hashing cost
    // when a game is opened) is left to other bytes; a leading byte order mark takes it too, to be safe.
    if (QByteArrayView(bytes).isValidUtf8() && !bytes.startsWith("\xEF\xBB\xBF"))
        return bytes;
    return QString::fromUtf8(bytes).toUtf8();
}

QString stamp(const QDateTime& time)
{
    const QDateTime when = (time.isValid() ? time : QDateTime::currentDateTimeUtc()).toUTC();
    const QDate date = when.date();
    const QTime clock = when.time();
    if (date.year() < 1 || date.year() > 9999)
        return when.toString(Qt::ISODateWithMs);
    // What toString(Qt::ISODateWithMs) writes for a UTC time (2026-11-27T21:54:18.123Z), written by hand:
    // Qt's formatter cost an append more than hashing its row (tst_log_chain compares the two).
    char text[24];
    const auto digits = [&text](int at, int value, int count) {
        for (int i = at + count - 1; i >= at; --i, value /= 10)
            text[i] = static_cast<char>('0' + value % 10);
    };
    digits(0, date.year(), 4);
    text[4] = '-';
    digits(5, date.month(), 2);
    text[7] = '-';
    digits(8, date.day(), 2);
    text[10] = 'T';
    digits(11, clock.hour(), 2);
    text[13] = ':';
    digits(14, clock.minute(), 2);
    text[16] = ':';
    digits(17, clock.second(), 2);
    text[19] = '.';
    digits(20, clock.msec(), 3);
    text[23] = 'Z';
    return QString::fromLatin1(text, 24);
}

QString genesis(const QString& uuid, const QString& edition, const QByteArray& setup)
{
    return Hasher("arbiter-game/1").text(uuid).text(edition).bytes(stored(setup)).hex();
}

QString rowHash(const QString& parentHash, qint64 seq, qint64 parent, const NewActionRow& action,
                const QString& stateDigest)
{
    return Hasher("arbiter-action/1")
        .text(parentHash)
        .number(seq)
        .number(parent)
        .text(action.kind)
        .number(action.format)
        .bytes(stored(action.payload))
        .bytes(action.dice.isEmpty() ? QByteArray("[]") : stored(action.dice))
        .bytes(stored(action.verdict))
        .text(action.recordedAtStored.isNull() ? stamp(action.recordedAt) : action.recordedAtStored)
        .text(stateDigest)
        .hex();
}

bool rowHashMatches(QByteArrayView parentHash, const ActionRowView& row)
{
    // As rowHash() over the row read into an ActionRow: its texts (kind, time, digests) go through
    // QString and back, which stored() gives too; its payload, dice and verdict through stored().
    const auto storedOf = [](QByteArrayView bytes) {
        return bytes.isValidUtf8() && !bytes.startsWith("\xEF\xBB\xBF")
                   ? QByteArray::fromRawData(bytes.data(), bytes.size())
                   : stored(bytes.toByteArray());
    };
    if (row.hash.size() != 64)
        return false;
    Hasher hasher("arbiter-action/1");
    hasher.bytes(storedOf(parentHash)).number(row.seq).number(row.parent);
    hasher.bytes(storedOf(row.kind)).number(row.format).bytes(storedOf(row.payload));
    hasher.bytes(row.dice.isEmpty() ? QByteArrayView("[]") : QByteArrayView(storedOf(row.dice)));
    hasher.bytes(storedOf(row.verdict)).bytes(storedOf(row.recordedAt)).bytes(storedOf(row.stateDigest));
    char hex[64];
    hasher.hexInto(hex);
    return QByteArrayView(hex, 64) == row.hash;
}

QString digestOf(const QByteArray& state)
{
    return Hasher("arbiter-state/1").bytes(stored(state)).hex();
}

QString anchor(const QString& genesis, const AnchorInputs& inputs)
{
    Hasher hasher("arbiter-anchor/1");
    hasher.text(genesis)
        .text(inputs.createdAt)
        .number(inputs.head)
        .number(inputs.tip)
        .number(inputs.leaves.size());
    for (const Leaf& leaf : inputs.leaves)
        hasher.number(leaf.seq).text(leaf.hash);
    return hasher.hex();
}

QList<Leaf> leavesOf(const QList<ActionRow>& rows)
{
    std::vector<qint64> parents;
    parents.reserve(static_cast<std::size_t>(rows.size()));
    for (const ActionRow& row : rows)
        parents.push_back(row.parent);
    std::sort(parents.begin(), parents.end());
    QList<Leaf> leaves;
    for (const ActionRow& row : rows) {
        if (!std::binary_search(parents.cbegin(), parents.cend(), row.seq))
            leaves.append({row.seq, row.hash});
    }
    std::sort(leaves.begin(), leaves.end(), [](const Leaf& a, const Leaf& b) { return a.seq < b.seq; });
    return leaves;
}

QByteArray inputsUtf8(const AnchorInputs& inputs)
{
    // Written straight into UTF-8 (each append writes it): no QString::number, no conversion of the
    // whole text.
    QByteArray text;
    text.reserve(48 + inputs.createdAt.size() * 3 + inputs.leaves.size() * 72);
    const auto number = [&text](qint64 value) {
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        text.append(digits, end - digits);
    };
    number(inputs.head);
    text += ' ';
    number(inputs.tip);
    text += ' ';
    text += inputs.createdAt.toUtf8();
    for (const Leaf& leaf : inputs.leaves) {
        text += ' ';
        number(leaf.seq);
        text += ':';
        text += leaf.hash.toUtf8();
    }
    return text;
}

QString inputsText(const AnchorInputs& inputs)
{
    return QString::fromUtf8(inputsUtf8(inputs));
}

std::optional<AnchorInputs> readInputs(QStringView text)
{
    const QList<QStringView> parts = text.split(u' ');
    if (parts.size() < 3)
        return std::nullopt;
    AnchorInputs inputs;
    bool headOk = false;
    bool tipOk = false;
    inputs.head = parts[0].toLongLong(&headOk);
    inputs.tip = parts[1].toLongLong(&tipOk);
    if (!headOk || !tipOk)
        return std::nullopt;
    inputs.createdAt = parts[2].toString();
    for (qsizetype i = 3; i < parts.size(); ++i) {
        const QStringView entry = parts[i];
        const qsizetype colon = entry.indexOf(u':');
        bool ok = false;
        const qint64 seq = colon > 0 ? entry.left(colon).toLongLong(&ok) : 0;
        if (!ok || seq <= 0 || (!inputs.leaves.isEmpty() && seq <= inputs.leaves.last().seq))
            return std::nullopt;
        inputs.leaves.append({seq, entry.mid(colon + 1).toString()});
    }
    return inputs;
}

QString snapshotChecksum(qint64 game, qint64 seq, int engine, const QByteArray& state)
{
    // Format 2's checksum, unchanged: existing snapshots keep theirs.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    char number[8];
    qToBigEndian<qint64>(game, number);
    hash.addData(QByteArrayView(number, 8));
    qToBigEndian<qint64>(seq, number);
    hash.addData(QByteArrayView(number, 8));
    qToBigEndian<qint32>(engine, number);
    hash.addData(QByteArrayView(number, 4));
    hash.addData(state);
    return QString::fromLatin1(hash.result().toHex());
}

}  // namespace arbiter::db::chain
