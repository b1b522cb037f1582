// The rules' precompiled header (target_precompile_headers in rules/CMakeLists.txt): the standard headers
// most of rules/ includes and the two vocabulary headers most of it parses, so each file does not parse
// them again. Only a build aid: every file still includes what it uses itself.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "rules/game/action.h"
#include "rules/game/state.h"
