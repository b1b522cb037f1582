#include "app/actions/setup_request.h"

#include "db/codec/munchkin_json.h"
#include "rules/munchkin/edition.h"
#include "rules/panic/types.h"

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;

namespace {

std::string utf8(const QString& text)
{
    return text.trimmed().toStdString();
}

QString listOf(auto names)
{
    QStringList quoted;
    for (const auto& name : names)
        quoted.append(u"\"%1\""_s.arg(QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()))));
    return quoted.join(u", "_s);
}

}  // namespace

SetupRequest SetupRequest::refused(const QString& field, const QString& error)
{
    SetupRequest request;
    request.m_field = field;
    request.m_error = error;
    return request;
}

QStringList SetupRequest::variants() const
{
    QStringList ids;
    if (m_setup)
        for (const rules::panic::VariantName& variant : rules::panic::variantNames())
            if (m_setup->panicOptions.variants.*(variant.flag))
                ids.append(
                    QString::fromUtf8(variant.name.data(), static_cast<qsizetype>(variant.name.size())));
    return ids;
}

QStringList SetupRequest::players() const
{
    QStringList names;
    if (m_setup)
        for (const game::SetupPlayer& player : m_setup->players)
            names.append(QString::fromStdString(player.name));
    return names;
}

QStringList SetupRequest::characters() const
{
    QStringList names;
    if (m_setup)
        for (const game::SetupPlayer& player : m_setup->players) {
            const std::string_view name =
                player.character ? rules::panic::characterName(*player.character) : std::string_view();
            names.append(QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())));
        }
    return names;
}

SetupRequest GameSetups::munchkin(const QString& name, const QString& edition, bool epic, bool sharedVictory,
                                  bool fasterPlay, bool sellOneShots) const
{
    const std::optional<rules::munchkin::Edition> id = rules::munchkin::editionFromId(edition.toStdString());
    if (!id) {
        std::vector<std::string_view> ids;
        for (const rules::munchkin::EditionProfile& profile : rules::munchkin::allEditions())
            ids.push_back(profile.id);
        return SetupRequest::refused(
            u"edition"_s, tr("unknown edition \"%1\"; the editions are %2").arg(edition, listOf(ids)));
    }
    game::GameSetup setup;
    setup.name = utf8(name);
    setup.family = game::Family::Munchkin;
    setup.edition = *id;
    setup.options = {
        .epic = epic, .sharedVictory = sharedVictory, .fasterPlay = fasterPlay, .sellOneShots = sellOneShots};
    return SetupRequest(std::move(setup));
}

SetupRequest GameSetups::panic(const QString& name, const QString& mode, const QStringList& variants,
                               bool slayStrict) const
{
    namespace rp = rules::panic;
    const std::optional<rp::Mode> modeId = rp::modeFromName(mode.toStdString());
    if (!modeId)
        return SetupRequest::refused(u"options.mode"_s, tr("unknown mode \"%1\"").arg(mode));
    game::GameSetup setup;
    setup.name = utf8(name);
    setup.family = game::Family::Panic;
    setup.panicOptions.mode = *modeId;
    for (qsizetype i = 0; i < variants.size(); ++i) {
        const std::string wanted = variants[i].toStdString();
        const auto known =
            std::ranges::find(rp::variantNames(), std::string_view(wanted), &rp::VariantName::name);
        if (known == rp::variantNames().end()) {
            std::vector<std::string_view> names;
            for (const rp::VariantName& variant : rp::variantNames())
                names.push_back(variant.name);
            return SetupRequest::refused(
                u"options.variants[%1]"_s.arg(i),
                tr("unknown variant \"%1\"; the variants are %2").arg(variants[i], listOf(names)));
        }
        setup.panicOptions.variants.*(known->flag) = true;
    }
    if (slayStrict)
        setup.panicOptions.slayRule = rp::SlayRule::KillingBlowNeedsFullAttack;
    return SetupRequest(std::move(setup));
}

SetupRequest GameSetups::withPlayer(const SetupRequest& setup, const QString& name, const QString& colour,
                                    const QString& sex, const QString& character) const
{
    if (!setup.valid())
        return setup;
    game::GameSetup result = *setup.setup();
    const QString field = u"players[%1]"_s.arg(result.players.size());
    game::SetupPlayer player;
    player.name = utf8(name);
    player.colour = colour.toStdString();
    if (!sex.isEmpty()) {
        const auto known = std::ranges::find(db::sexNames, sex.toStdString(),
                                             [](const auto& entry) { return std::string(entry.name); });
        if (known == db::sexNames.end())
            return SetupRequest::refused(field + u".sex"_s,
                                         tr("unknown sex \"%1\"; it is \"male\" or \"female\"").arg(sex));
        player.sex = known->value;
    }
    if (!character.isEmpty()) {
        const std::optional<rules::panic::Character> known =
            rules::panic::characterFromName(character.toStdString());
        if (!known)
            return SetupRequest::refused(field + u".character"_s,
                                         tr("unknown character \"%1\"").arg(character));
        player.character = *known;
    }
    result.players.push_back(std::move(player));
    return SetupRequest(std::move(result));
}

SetupRequest GameSetups::withPlayers(const SetupRequest& setup, const QStringList& names) const
{
    SetupRequest result = setup;
    for (const QString& name : names)
        result = withPlayer(result, name, QString(), QString(), QString());
    return result;
}

SetupRequest GameSetups::withStarter(const SetupRequest& setup, const QString& player) const
{
    if (!setup.valid())
        return setup;
    game::GameSetup result = *setup.setup();
    result.starter = utf8(player);
    return SetupRequest(std::move(result));
}

SetupRequest GameSetups::withRollOffRound(const SetupRequest& setup, const QStringList& players,
                                          const QList<int>& rolls) const
{
    if (!setup.valid())
        return setup;
    game::GameSetup result = *setup.setup();
    const QString field = u"rollOff[%1]"_s.arg(result.rollOff.size());
    if (players.size() != rolls.size())
        return SetupRequest::refused(field + u".rolls"_s,
                                     tr("%1 players but %2 rolls").arg(players.size()).arg(rolls.size()));
    game::RollOffRound round;
    for (qsizetype i = 0; i < players.size(); ++i)
        round.rolls.push_back({.player = utf8(players[i]), .roll = rolls[i]});
    result.rollOff.push_back(std::move(round));
    return SetupRequest(std::move(result));
}

}  // namespace arbiter::app
