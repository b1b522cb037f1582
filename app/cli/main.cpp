#include "cli.h"

int main(int argc, char** argv)
{
    return arbiter::app::runCli(argc, argv);
}
