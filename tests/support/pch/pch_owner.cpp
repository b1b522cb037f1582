// The program whose precompiled header the test programs of its family reuse; it is never run.
int main()
{
    return 0;
}
