#include "app/views/preview_view.h"

#include "app/views/panic_words.h"

namespace arbiter::app::views {

namespace game = rules::game;

VerdictView previewView(const SessionCore& core, const game::Action& action)
{
    const SessionPreview preview = core.preview(action);
    VerdictView answer = verdictView(preview.verdict);
    if (preview.after)
        for (const game::Player& player : preview.after->players)
            answer.levelsAfter.append(
                QVariant::fromValue(LevelAfterView{QString::fromStdString(player.name), player.level}));
    return answer;
}

MovePreviewView movePreviewView(const SessionCore& core, const game::Action& action)
{
    MovePreviewView answer;
    static_cast<VerdictView&>(answer) = previewView(core, action);
    if (std::optional<PanicMoveView> move = panicMoveView(*core.state(), action))
        answer.move = std::move(*move);
    return answer;
}

}  // namespace arbiter::app::views
